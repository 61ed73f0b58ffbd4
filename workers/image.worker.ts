/** The image worker: exposes the pipeline API over comlink and moves preview and warm-up bitmaps, never copies them. */
import { expose, transfer } from 'comlink';
import { offscreenSurfaces } from './draw-surface';
import { createImageApi, type ImageApi } from './image-api';

const api = createImageApi(offscreenSurfaces);

const workerApi: ImageApi = {
  ...api,
  open: async (job, file) => {
    const result = await api.open(job, file);
    return result.ok ? transfer(result, [result.preview]) : result;
  },
  warm: async (job) => {
    const bitmaps = await api.warm(job);
    return transfer(bitmaps, bitmaps);
  },
};

expose(workerApi);
