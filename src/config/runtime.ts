/**
 * Runtime configuration, fixed at build time through Vite environment variables.
 * By default the app posts orders to the local inbox served by `npm start` on its own origin.
 */
import { DEFAULT_FORM_KEY } from '@/domain/form-defaults';
import { STATS_PATH } from '@/domain/stats-events';

const env = import.meta.env;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export interface FormConfig {
  /** Origin of the form service, without a trailing slash; '' means this app's own origin. */
  readonly origin: string;
  readonly key: string;
  /** Project id of the hosted service; '' when none is set. */
  readonly project: string;
  /** Whether the composed preview is sent as a second file, `proof`. */
  readonly sendProof: boolean;
  /** Whether the print-ready PDF is sent as a third file, `print`. */
  readonly sendPrint: boolean;
}

export const formConfig: FormConfig = {
  origin: text(env.VITE_FORM_ORIGIN).replace(/\/+$/, ''),
  key: text(env.VITE_FORM_KEY) || DEFAULT_FORM_KEY,
  project: text(env.VITE_FORM_PROJECT),
  sendProof: text(env.VITE_FORM_SEND_PROOF) !== 'false',
  sendPrint: text(env.VITE_FORM_SEND_PRINT) !== 'false',
};

/** Where real-user performance figures are sent; '' sends nothing. */
export const vitalsEndpoint = text(env.VITE_VITALS_ENDPOINT);

/**
 * Where the page sends its anonymous events (docs/estadisticas.md): VITE_STATS_ENDPOINT, else the
 * local inbox's own collector when it serves the app; with a hosted form service and no endpoint, nowhere ('').
 */
export const statsEndpoint = text(env.VITE_STATS_ENDPOINT) || (formConfig.origin ? '' : STATS_PATH);
