import { lazyPart } from '@/platform/chunk-load/lazy-part';
import { PartOffline } from './part-offline';

const loadNotices = () => import('./send-notices');

export const sendError = lazyPart('el aviso de envío', () => loadNotices().then((m) => m.SendError), PartOffline);

// Without its code the summary still shows the new price and the button still sends.
export const sendRepriced = lazyPart('el aviso de precio', () => loadNotices().then((m) => m.SendRepriced), () => null);

// After a successful post the button already says so; the confirmation's details can be missing.
export const sendSuccess = lazyPart('el aviso de envío', () => loadNotices().then((m) => m.SendSuccess), () => null);

// Without its code the button's spinner still says the order is on its way.
export const sendProgress = lazyPart('el progreso del envío', () => import('./send-progress-bar').then((m) => m.SendProgressBar), () => null);
