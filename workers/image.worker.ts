/** The image worker: exposes the pipeline API over comlink and moves preview bitmaps, never copies them. */
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
};

expose(workerApi);
