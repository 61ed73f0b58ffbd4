import { useCallback, useEffect, useRef, useState } from 'react';
import { formConfig } from '@/config/runtime';
import { clearDraft } from '@/drafts/draft-store';
import type { DesignConfig } from '@/domain/design';
import type { OrderFields } from '@/domain/order-fields';
import { orderMessage, orderSubject, type AcceptedLowQuality } from '@/domain/order-message';
import { getUploadFile } from '@/image/image-store';
import type { OrderProblem } from './order-errors';
import { submitOrder, type FieldProblems } from './submit-order';

/** idle: ENVIAR DISEÑO · preparing: the upload file is being made · sending · success · error. */
export type SubmissionStatus = 'idle' | 'preparing' | 'sending' | 'success' | 'error';

export interface SubmissionState {
  readonly status: SubmissionStatus;
  readonly problems: readonly OrderProblem[];
  readonly fieldProblems: FieldProblems;
}

const IDLE: SubmissionState = { status: 'idle', problems: [], fieldProblems: {} };

/**
 * Sends the order once: a second call while one is on its way, or after it succeeded, does
 * nothing. The upload file is asked for at send time, so it always matches the current photo.
 * `lowQuality` is the ppp of a Baja photo the shopper accepted, told to the store in the message.
 */
export function useOrderSubmission(design: DesignConfig, waitForProof: () => Promise<Blob | null>, lowQuality: AcceptedLowQuality) {
  const [state, setState] = useState<SubmissionState>(IDLE);
  const inFlight = useRef(false);
  const sent = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const fail = useCallback((problems: readonly OrderProblem[], fieldProblems: FieldProblems = {}) => {
    setState({ status: 'error', problems, fieldProblems });
  }, []);

  /** Everything that happens once the store has the order lives here. */
  const succeed = useCallback(() => {
    sent.current = true;
    // The store has the design now: a reload starts a new one instead of offering this again.
    void clearDraft();
    setState({ status: 'success', problems: [], fieldProblems: {} });
  }, []);

  const send = useCallback(
    async (fields: OrderFields, signal: AbortSignal) => {
      setState({ status: 'preparing', problems: [], fieldProblems: {} });
      let file: File;
      try {
        file = await getUploadFile(design.rotation, signal);
      } catch {
        if (!signal.aborted) fail(['IMAGE']);
        return;
      }
      const proof = formConfig.sendProof ? await waitForProof() : null;
      if (signal.aborted) return;
      setState({ status: 'sending', problems: [], fieldProblems: {} });
      const subject = orderSubject(fields.nombreModelo, design);
      const message = orderMessage(design, fields, lowQuality);
      const outcome = await submitOrder({ fields, subject, message, file, proof });
      // Once posted, the order may have reached the store even if the shopper left the page:
      // success is still handled (the draft is cleared), only a failure is left unreported.
      if (outcome.ok) succeed();
      else if (!signal.aborted) fail(outcome.problems, outcome.fieldProblems);
    },
    [design, waitForProof, lowQuality, fail, succeed],
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
