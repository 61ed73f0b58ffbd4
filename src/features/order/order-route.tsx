import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import type { DesignConfig } from '@/domain/design';
import { decodeDesign, encodeDesign } from '@/domain/design-query';
import { withConsent } from '@/domain/quality-consent';
import { DraftNotice } from '@/drafts/draft-notice';
import { restoreDraft } from '@/drafts/draft-store';
import { getImageState, useImageState } from '@/image/image-store';
import { DesignSummary } from './design-summary';
import { OrderForm } from './order-form';
import { useLowQualityConsent } from './use-low-quality-consent';
import { LEAVE_WHILE_SENDING, useLeaveGuard } from './use-leave-guard';
import { useOrderSubmission } from './use-order-submission';
import { useProof } from './use-proof';
import styles from './order-route.module.css';

/**
 * After a reload or a reopened tab the image store is empty: the photo comes back from the draft.
 * The design itself always comes from the query string, which wins over the draft's.
 */
function useRestoredPhoto(design: DesignConfig): boolean {
  const [restoring, setRestoring] = useState(() => getImageState().image === null);
  const [arrival] = useState(design);
  useEffect(() => {
    if (!restoring) return;
    let live = true;
    void restoreDraft(arrival).finally(() => {
      if (live) setRestoring(false);
    });
    return () => {
      live = false;
    };
  }, [restoring, arrival]);
  return restoring;
}

/** /formulario: the design from the query string, the photo from app state, and the order form. */
export default function OrderRoute() {
  const [params] = useSearchParams();
  // Decoded once per design (the consent key aside) so the proof is not recomposed on every render.
  const designQuery = withConsent(params, null).toString();
  const design = useMemo(() => decodeDesign(new URLSearchParams(designQuery)), [designQuery]);
  const { image, busy } = useImageState();
  const restoring = useRestoredPhoto(design);
  const { view, waitForProof } = useProof(image, design);
  const lowQuality = useLowQualityConsent(design, image);
  const { state, submit, clearFieldProblem } = useOrderSubmission(design, waitForProof, lowQuality.accepted);
  const sending = state.status === 'preparing' || state.status === 'sending';
  useLeaveGuard(sending);
  const editorHref = `${paths.editor}?${withConsent(encodeDesign(design), lowQuality.accepted).toString()}`;

  return (
    <div className={styles.page}>
      <DraftNotice />
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
        <DesignSummary design={design} hasImage={image !== null} proof={view} />
        <OrderForm
          hasImage={image !== null}
          imageLoading={busy || restoring}
          hasSize={design.sizeCode !== null}
          lowQuality={lowQuality.gate}
          editorHref={editorHref}
          submission={state}
          onSubmit={(fields) => void submit(fields)}
          onFieldEdited={clearFieldProblem}
        />
      </div>
    </div>
  );
}
