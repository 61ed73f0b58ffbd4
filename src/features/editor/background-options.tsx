import { Suspense, type Dispatch } from 'react';
import { BACKGROUNDS, type DesignConfig } from '@/domain/design';
import type { HistoryAction } from '@/domain/history';
import { lazyPart } from '@/platform/chunk-load/lazy-part';
import type { CustomColorPanelProps } from './custom-color-panel';
import { BACKGROUND_LABELS } from './option-labels';
import { ToggleButton } from './toggle-button';
import styles from './background-options.module.css';

function PanelUnavailable() {
  return <p className={styles.problem}>No pudimos cargar el selector de color. Revisá tu conexión y volvé a tocar «Otro color».</p>;
}

/**
 * The picker (react-colorful), the eyedropper and the photo's colours load only when "Otro color"
 * is chosen: the editor's first load never carries them.
 */
const customColorPanel = lazyPart<CustomColorPanelProps>(
  'el selector de color',
  () => import('./custom-color-panel').then((module) => module.CustomColorPanel),
  PanelUnavailable,
);

interface BackgroundOptionsProps extends Omit<CustomColorPanelProps, 'color'> {
  readonly design: DesignConfig;
  readonly dispatch: Dispatch<HistoryAction>;
}

/** Negro, Blanco, IA and "Otro color"; the last opens the picker beneath. */
export function BackgroundOptions({ design, dispatch, ...panel }: BackgroundOptionsProps) {
  return (
    <>
      <div role="group" aria-label="Color de fondo" className={styles.choices}>
        {BACKGROUNDS.map((background) => (
          <ToggleButton key={background} pressed={design.background === background} onClick={() => dispatch({ type: 'background', background })}>
            {BACKGROUND_LABELS[background]}
          </ToggleButton>
        ))}
      </div>
      {design.background === 'custom' && (
        <Suspense fallback={<p role="status">Cargando el selector de color…</p>}>
          <customColorPanel.Component color={design.customColor} dispatch={dispatch} {...panel} />
        </Suspense>
      )}
    </>
  );
}
