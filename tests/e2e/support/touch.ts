import type { Page } from '@playwright/test';

export interface TouchPoint {
  readonly x: number;
  readonly y: number;
  readonly id: number;
}

export type TouchSender = (type: 'touchStart' | 'touchMove' | 'touchEnd', touchPoints: TouchPoint[]) => Promise<unknown>;

/** Real touch input through Chromium's pipeline (CDP), for pinches and one-finger drags. */
export async function touches(page: Page): Promise<TouchSender> {
  const cdp = await page.context().newCDPSession(page);
  return (type, touchPoints) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [...touchPoints] });
}
