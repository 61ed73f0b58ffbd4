import { useSearchParams } from 'react-router-dom';
import type { DesignConfig } from '@/domain/design';
import type { AcceptedLowQuality } from '@/domain/order-message';
import { designQuality, needsConsent, readConsent, withConsent, type PhotoSize } from '@/domain/quality-consent';

export interface LowQualityGate {
  readonly dpi: number;
  readonly agreed: boolean;
  readonly onChange: (checked: boolean) => void;
}

/**
 * The Baja-quality consent on /formulario: it arrives from the editor in the query string, and
 * ticking or unticking the box here writes it back there, so a reload keeps it. `gate` is null
 * when the quality is not Baja (or not known yet, while the photo is restored).
 */
export function useLowQualityConsent(design: DesignConfig, photo: PhotoSize | null): { gate: LowQualityGate | null; accepted: AcceptedLowQuality } {
  const [params, setParams] = useSearchParams();
  const quality = designQuality(design, photo);
  if (quality?.level !== 'baja') return { gate: null, accepted: null };
  const agreed = !needsConsent(quality, readConsent(params));
  const onChange = (checked: boolean) => {
    setParams((current) => withConsent(current, checked ? quality.dpi : null), { replace: true });
  };
  return { gate: { dpi: quality.dpi, agreed, onChange }, accepted: agreed ? quality.dpi : null };
}
