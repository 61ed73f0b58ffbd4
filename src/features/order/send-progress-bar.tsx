/**
 * How far the order has got while it is sent: a real progress bar with the megabytes and the time
 * left (measured by the resumable uploads), or, for the hosted service, whose post reports no
 * progress, an indeterminate bar with the size and the time elapsed (never an invented percentage).
 * Loaded with the send notices, when the shopper sends.
 */
import { useEffect, useState } from 'react';
import { elapsedText, megabytesText, remainingText, sentOfTotalText, sentPercent } from '@/domain/send-progress';
import type { SendProgress } from './submit-order';
import styles from './send-progress-bar.module.css';

const LABEL = 'Envío del diseño';

function MeasuredBar({ progress }: { readonly progress: Extract<SendProgress, { kind: 'measured' }> }) {
  const { sentBytes, totalBytes, reconnecting, secondsLeft: seconds } = progress;
  const percent = sentPercent(sentBytes, totalBytes);
  const words = reconnecting
    ? `Reconectando… ${sentOfTotalText(sentBytes, totalBytes)} enviados`
    : `Enviando tu diseño… ${sentOfTotalText(sentBytes, totalBytes)}${seconds === null ? '' : ` · ${remainingText(seconds)}`}`;
  return (
    <div className={styles.progress}>
      <div role="progressbar" aria-label={LABEL} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={words} className={styles.track}>
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.words} aria-hidden="true" data-reconnecting={reconnecting}>
        {words}
      </p>
    </div>
  );
}

function IndeterminateBar({ progress }: { readonly progress: Extract<SendProgress, { kind: 'indeterminate' }> }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const words = `Enviando tu diseño… ${megabytesText(progress.totalBytes)} MB · ${elapsedText(now - progress.startedAt)}`;
  return (
    <div className={styles.progress}>
      <div role="progressbar" aria-label={LABEL} aria-valuetext={words} className={`${styles.track} ${styles.indeterminate}`}>
        <div className={styles.fill} />
      </div>
      <p className={styles.words} aria-hidden="true">
        {words}
      </p>
    </div>
  );
}

export function SendProgressBar({ progress }: { readonly progress: SendProgress }) {
  return progress.kind === 'measured' ? <MeasuredBar progress={progress} /> : <IndeterminateBar progress={progress} />;
}
