import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { lowQualityConsent } from '@/components/lazy-low-quality-consent';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { formConfig } from '@/config/runtime';
import type { DesignConfig } from '@/domain/design';
import { decodeDesign, encodeDesign } from '@/domain/design-query';
import { withConsent } from '@/domain/quality-consent';
import { designQuote } from '@/domain/quote-text';
import { mayHoldDraft } from '@/drafts/draft-presence';
import { imageState, useImageState } from '@/image/image-state';
import { lazyPart } from '@/platform/chunk-load/lazy-part';
import { loadChunk } from '@/platform/chunk-load/load-chunk';
import { useTarifa } from '@/platform/tarifa/use-tarifa';
import { DesignSummary } from './design-summary';
import { OrderForm } from './order-form';
import { useLowQualityConsent } from './use-low-quality-consent';
import { LEAVE_WHILE_SENDING, useLeaveGuard } from './use-leave-guard';
import { useOrderSubmission } from './use-order-submission';
import { usePrintFile } from './use-print-file';
import { useProof } from './use-proof';
import styles from './order-route.module.css';

// It only speaks when saving drafts fails, which needs the drafts' code first: it is shown once that code
// is in use here (a photo came with it, or a draft is read).
const { Component: DraftNotice } = lazyPart('el aviso de borradores', () => import('@/drafts/draft-notice').then((module) => module.DraftNotice), () => null);

/**
 * After a reload or a reopened tab the photo is not in memory: it comes back from the draft. Coming
 * from the editor it is there already, and the draft is not touched. The design itself always comes
 * from the query string, which wins over the draft's. The drafts' code, with the image pipeline it
 * brings, loads after the page has painted and only when a draft may hold the photo; the Baja
 * consent's code comes along, as a restored photo may need it (the editor, the photo's other way
 * here, fetched it with the photo). `draftsOpened`: that code is in use on this page.
 */
function useRestoredPhoto(design: DesignConfig): { restoring: boolean; draftsOpened: boolean } {
  const [restoring, setRestoring] = useState(true);
  const [draftsOpened, setDraftsOpened] = useState(false);
  const [arrival] = useState(design);
  useEffect(() => {
    if (!restoring) return;
    let live = true;
    const restore = (imageState.get().image ? Promise.resolve(false) : mayHoldDraft()).then((mayHold) => {
      if (!mayHold) return null;
      if (live) setDraftsOpened(true);
      lowQualityConsent.preload();
      return loadChunk('tu diseño guardado', () => import('@/drafts/draft-store')).then(({ restoreDraft }) =>
        imageState.get().image ? null : restoreDraft(arrival),
      );
    });
    // A draft that cannot be read leaves the page without a photo; the form says what to do then.
    void restore.catch(() => null).finally(() => {
      if (live) setRestoring(false);
    });
    return () => {
      live = false;
    };
  }, [restoring, arrival]);
  return { restoring, draftsOpened };
}

/** /formulario: the design from the query string, the photo from app state, and the order form. */
export default function OrderRoute() {
  const [params] = useSearchParams();
  // Decoded once per design (the consent key aside) so the proof is not recomposed on every render.
  const designQuery = withConsent(params, null).toString();
  const design = useMemo(() => decodeDesign(new URLSearchParams(designQuery)), [designQuery]);
  const { tarifa } = useTarifa();
  const { image, busy } = useImageState();
  const { restoring, draftsOpened } = useRestoredPhoto(design);
  const { view, waitForProof } = useProof(image, design);
  const { print, waitForPrint } = usePrintFile(image, design);
  const lowQuality = useLowQualityConsent(design, image);
  const { state, submit, clearFieldProblem } = useOrderSubmission(design, { waitForProof, waitForPrint }, lowQuality.accepted);
  const sending = state.status === 'preparing' || state.status === 'sending';
  useLeaveGuard(sending);
  const editorHref = `${paths.editor}?${withConsent(encodeDesign(design), lowQuality.accepted).toString()}`;

  return (
    <div className={styles.page}>
      {(image !== null || draftsOpened) && (
        <Suspense fallback={null}>
          <DraftNotice />
        </Suspense>
      )}
      <title>Enviá tu diseño | MGM Gamers</title>
      <Link
        to={editorHref}
        className={styles.logo}
        aria-label="Volver al editor — MGM Gamers"
        onClick={(event) => {
          if (sending && !window.confirm(LEAVE_WHILE_SENDING)) event.preventDefault();
        }}
      >
        <Logo />
      </Link>
      <h1 className={styles.title}>Enviá tu diseño</h1>
      <p className={styles.lead}>
        Revisá tu diseño, dejanos tus datos y te respondemos por email con el link de compra.
      </p>
      <div className={styles.columns}>
        {/* A photo still on its way counts: the summary keeps the room it will fill (no layout shift). */}
        <DesignSummary design={design} quote={designQuote(design, tarifa, new Date())} hasImage={image !== null || busy || restoring} proof={view} print={print} sendsPrint={formConfig.sendPrint} />
        <OrderForm
          hasImage={image !== null}
          imageLoading={busy || restoring}
          hasSize={design.sizeCode !== null}
          lowQuality={lowQuality.gate}
          editorHref={editorHref}
          submission={state}
          printProgress={print.status === 'working' ? print.progress : null}
          onSubmit={(fields) => void submit(fields)}
          onFieldEdited={clearFieldProblem}
        />
      </div>
    </div>
  );
}
