import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignConfig } from '@/domain/design';
import type { OrderFields } from '@/domain/order-fields';
import type { AcceptedLowQuality } from '@/domain/order-message';
import { loadChunk } from '@/platform/chunk-load/load-chunk';
import { countStats, setStatsPlace } from '@/platform/stats/stats-queue';
import { sendError, sendProgress } from './lazy-send-notices';
import type { OrderProblem } from './order-errors';
import type { OrderReceipt } from './order-receipt';
import { newOrderToken } from './order-token';
import type { OrderFiles, Repriced, SendOutcome } from './send-order';
import type { FieldProblems, SendProgress } from './submit-order';

/** idle: ENVIAR DISEÑO · preparing: the upload, proof and print files are being made · sending · success · error. */
export type SubmissionStatus = 'idle' | 'preparing' | 'sending' | 'success' | 'error';

export interface SubmissionState {
  readonly status: SubmissionStatus;
  readonly problems: readonly OrderProblem[];
  readonly fieldProblems: FieldProblems;
  /** While sending: how far the order has got. */
  readonly progress?: SendProgress;
  /** Once stored by the local inbox: the order's number and status page. */
  readonly receipt?: OrderReceipt | null;
  /** Back to idle because the quote was too old and the price changed: the shopper sees it and sends again. */
  readonly repriced?: Repriced;
}

const IDLE: SubmissionState = { status: 'idle', problems: [], fieldProblems: {} };
const SENDING: SubmissionState = { status: 'sending', problems: [], fieldProblems: {} };

/**
 * Sends the order once: a second call while one is on its way, or after it succeeded, does
 * nothing. The upload file is asked for at send time, so it always matches the current photo;
 * the proof and the print file are waited for (their progress stays visible meanwhile).
 * `lowQuality` is the ppp of a Baja photo the shopper accepted, told to the store in the message.
 */
export function useOrderSubmission(design: DesignConfig, { waitForProof, waitForPrint }: OrderFiles, lowQuality: AcceptedLowQuality) {
  const [state, setState] = useState<SubmissionState>(IDLE);
  const inFlight = useRef(false);
  const sent = useRef(false);
  const abort = useRef<AbortController | null>(null);
  // One token for this page's order: every retry resumes the same uploads.
  const order = useRef<string | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const fail = useCallback((problems: readonly OrderProblem[], fieldProblems: FieldProblems = {}) => {
    setState({ status: 'error', problems, fieldProblems });
    setStatsPlace(design.mode, design.sizeCode);
    for (const problem of problems) countStats({ n: 'error-envio', r: problem });
  }, [design.mode, design.sizeCode]);

  /** Everything that happens once the store has the order lives here. */
  const succeed = useCallback((receipt: OrderReceipt | null) => {
    sent.current = true;
    // The store has the design now: a reload starts a new one instead of offering this again.
    void loadChunk('tu diseño guardado', () => import('@/drafts/draft-store')).then(({ clearDraft }) => clearDraft());
    setState({ status: 'success', problems: [], fieldProblems: {}, receipt });
  }, []);

  const send = useCallback(
    async (fields: OrderFields, signal: AbortSignal) => {
      setState({ status: 'preparing', problems: [], fieldProblems: {} });
      // What the form will show while and after sending downloads while the order is prepared.
      sendError.preload();
      sendProgress.preload();
      const outcome = await loadChunk('el envío del pedido', () => import('./send-order')).then(
        ({ sendOrder }) =>
          sendOrder({
            design,
            fields,
            signal,
            files: { waitForProof, waitForPrint },
            lowQuality,
            order: (order.current ??= newOrderToken()),
            onSending: () => setState(SENDING),
            onProgress: (progress) => setState({ ...SENDING, progress }),
          }),
        // Its code did not arrive: the connection is down, and the shopper can retry.
        (): SendOutcome => ({ ok: false, problems: ['NETWORK'], fieldProblems: {} }),
      );
      if (!outcome) return;
      if ('repriced' in outcome) {
        setState({ ...IDLE, repriced: outcome.repriced });
        return;
      }
      // Once posted, the order may have reached the store even if the shopper left the page:
      // success is still handled (the draft is cleared), only a failure is left unreported.
      if (outcome.ok) succeed(outcome.receipt);
      else if (!signal.aborted) fail(outcome.problems, outcome.fieldProblems);
    },
    [design, waitForProof, waitForPrint, lowQuality, fail, succeed],
  );

  const submit = useCallback(
    async (fields: OrderFields) => {
      if (inFlight.current || sent.current) return;
      inFlight.current = true;
      const controller = new AbortController();
      abort.current = controller;
      try {
        await send(fields, controller.signal);
      } finally {
        inFlight.current = false;
      }
    },
    [send],
  );

  /** The shopper fixed a field the service complained about. */
  const clearFieldProblem = useCallback((name: keyof FieldProblems) => {
    setState((current) => {
      if (!current.fieldProblems[name]) return current;
      return { ...current, fieldProblems: { ...current.fieldProblems, [name]: undefined } };
    });
  }, []);

  return { state, submit, clearFieldProblem };
}
