import type { Dispatch } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { DesignConfig } from '@/domain/design';
import { encodeDesign } from '@/domain/design-query';
import { continueProblem } from '@/domain/editor-state';
import type { HistoryAction } from '@/domain/history';
import type { PrintQuality } from '@/domain/print-quality';
import { LOW_QUALITY_CONSENT_WARNING, needsConsent, withConsent } from '@/domain/quality-consent';
import { tarifaInForce } from '@/platform/tarifa/tarifa-source';
import { countStep } from '@/platform/stats/stats-queue';
import { withTimeout } from '@/platform/with-timeout';

/**
 * Continuar waits this long at most for `beforeContinue` (the draft's write): a storage that is slow,
 * failing or stuck never keeps the shopper from the form. A write still running goes on meanwhile.
 */
export const CONTINUE_WAIT_MS = 800;

/** Waits for `task` up to CONTINUE_WAIT_MS; its failure or delay is the draft store's to report. */
async function briefly(task: () => Promise<void>): Promise<void> {
  const timedOut = () => new Error(`guardar el borrador tardó más de ${CONTINUE_WAIT_MS} ms`);
  await withTimeout(Promise.resolve().then(task), CONTINUE_WAIT_MS, timedOut).catch((error: unknown) => {
    console.warn('Se sigue al formulario sin esperar el borrador', error);
  });
}

interface ContinueInput {
  readonly design: DesignConfig;
  readonly hasPhoto: boolean;
  readonly quality: PrintQuality | null;
  /** The ppp the shopper agreed to print at, or null without consent. */
  readonly agreedDpi: number | null;
  readonly dispatch: Dispatch<HistoryAction>;
  /** Awaited before the form opens, CONTINUE_WAIT_MS at most (see EditorProps.beforeContinue). */
  readonly beforeContinue?: () => Promise<void>;
}

/**
 * Continuar: explains what is missing (stock, photo, size, consent to a Baja quality) or goes to the
 * order form with the design, and the consent when one is needed, in the query string.
 */
export function useContinue({ design, hasPhoto, quality, agreedDpi, dispatch, beforeContinue }: ContinueInput): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    const problem = continueProblem(design, hasPhoto, tarifaInForce.get().tarifa) ?? (needsConsent(quality, agreedDpi) ? LOW_QUALITY_CONSENT_WARNING : null);
    if (problem) {
      dispatch({ type: 'warning', message: problem });
      return;
    }
    // The shopper accepted printing at this quality or worse: the form hears today's figure.
    const consent = quality?.level === 'baja' ? quality.dpi : null;
    countStep('formulario', design.mode, design.sizeCode);
    const query = withConsent(encodeDesign(design), consent).toString();
    if (beforeContinue) await briefly(beforeContinue);
    // Browser Back from the form then comes back to this very design.
    await navigate({ search: query }, { replace: true });
    await navigate(`${paths.order}?${query}`);
  };
}
