import { html } from '../html/html';
import type { SafeHtml } from '../html/html';

/** One email's content: an HTML part and its plain-text twin, with no remote image or script. */
export interface EmailBody {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export interface EmailParts {
  readonly subject: string;
  readonly heading: string;
  /** Paragraphs and rows, each in both forms; values are escaped by the `html` tag. */
  readonly blocks: readonly { readonly html: SafeHtml; readonly text: string }[];
}

/**
 * Every email's frame: inline styles are fine in an email (no CSP there) and keep it readable in
 * clients that drop <style>; the only image is the proof, attached inline (cid:), never fetched.
 */
export function emailBody({ subject, heading, blocks }: EmailParts): EmailBody {
  const page = html`<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="margin:0;padding:16px;background:#f4f4f6;font-family:Arial,Helvetica,sans-serif;color:#1b1b1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:20px;border-radius:8px">
<p style="margin:0 0 8px;font-weight:bold;color:#5b2bd6">MGM Gamers</p>
<h1 style="font-size:20px;margin:0 0 16px">${heading}</h1>
${blocks.map((block) => block.html)}
</div></body></html>`;
  const text = [heading, '', ...blocks.map((block) => block.text), '', 'MGM Gamers · San Juan, Argentina'].join('\n');
  return { subject, html: page.text, text };
}

export function paragraph(content: string): EmailParts['blocks'][number] {
  return { html: html`<p style="margin:0 0 12px;line-height:1.5">${content}</p>`, text: `${content}\n` };
}

export function link(label: string, href: string): EmailParts['blocks'][number] {
  return {
    html: html`<p style="margin:0 0 12px"><a href="${href}" style="color:#5b2bd6;font-weight:bold">${label}</a></p>`,
    text: `${label}: ${href}\n`,
  };
}

/** "Label: value" rows. */
export function rows(pairs: readonly (readonly [string, string])[]): EmailParts['blocks'][number] {
  return {
    html: html`<table role="presentation" style="margin:0 0 12px;border-collapse:collapse">${pairs.map(
      ([label, value]) => html`<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${label}</th><td style="padding:2px 0;white-space:pre-wrap">${value}</td></tr>`,
    )}</table>`,
    text: `${pairs.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`,
  };
}

/** The proof, attached to the email with this content id. */
export const proofCid = 'vista-previa@mgm';

export function proofImage(alt: string): EmailParts['blocks'][number] {
  return {
    html: html`<p style="margin:0 0 12px"><img src="cid:${proofCid}" alt="${alt}" width="320" style="max-width:100%;height:auto;border-radius:4px"></p>`,
    text: '',
  };
}
