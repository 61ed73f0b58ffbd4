import { lazy, Suspense, type Dispatch } from 'react';
import type { HistoryAction } from '@/domain/history';
import { MAX_TEXT_LAYERS, type TextLayer } from '@/domain/text-layers';
import type { PieceSize } from '@/domain/text-placement';
import { loadChunkOnce } from '@/platform/chunk-load/load-chunk';
import styles from './text-section.module.css';

/** The text tools (their fields and checks) load when the shopper adds a first text, or a design brings one. */
const loadTextFields = loadChunkOnce('las herramientas de texto', () => import('./text-fields'));
const TextFields = lazy(() => loadTextFields().then((module) => ({ default: module.TextFields })));

interface TextSectionProps {
  readonly texts: readonly TextLayer[];
  readonly piece: PieceSize;
  readonly dispatch: Dispatch<HistoryAction>;
  readonly selected: number | null;
  readonly onSelect: (index: number | null) => void;
}

/** TEXTO: up to three text layers, each a group of form fields, and the button that adds one. */
export function TextSection({ texts, piece, dispatch, selected, onSelect }: TextSectionProps) {
  const full = texts.length >= MAX_TEXT_LAYERS;
  return (
    <section className={styles.section} aria-labelledby="texto-titulo">
      <h2 id="texto-titulo" className={styles.heading}>
        TEXTO
      </h2>
      {texts.length > 0 && (
        <Suspense fallback={<p className={styles.note}>Cargando las herramientas de texto…</p>}>
          <TextFields texts={texts} piece={piece} dispatch={dispatch} selected={selected} onSelect={onSelect} />
        </Suspense>
      )}
      <button
        type="button"
        className={styles.add}
        disabled={full}
        onClick={() => {
          dispatch({ type: 'addText' });
          onSelect(texts.length);
        }}
      >
        Agregar texto
      </button>
      {full && <p className={styles.note}>Podés agregar hasta {MAX_TEXT_LAYERS} textos.</p>}
    </section>
  );
}
