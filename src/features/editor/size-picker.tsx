import type { Dispatch, FormEvent } from 'react';
import type { DesignConfig } from '@/domain/design';
import { canApplyCustomSize, EMPTY_SIZE_LOG, type EditorAction, type EditorState } from '@/domain/editor-state';
import { CUSTOM_SIZE_CODE, MODE_SPECS, PRESETS, sizeLabel } from '@/domain/modes';
import { MAX_CM_DIGITS } from '@/domain/size-input';
import { countStep } from '@/platform/stats/stats-queue';
import { ToggleButton } from './toggle-button';
import styles from './size-picker.module.css';

interface SizePickerProps {
  readonly state: EditorState;
  readonly dispatch: Dispatch<EditorAction>;
}

function SizeRange({ design }: { readonly design: DesignConfig }) {
  const { minWidth, maxWidth, minHeight, maxHeight } = MODE_SPECS[design.mode].bounds;
  return (
    <p className={styles.hint}>
      Largo de {minWidth} a {maxWidth} cm, ancho de {minHeight} a {maxHeight} cm.
    </p>
  );
}

interface CmFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onType: (text: string) => void;
}

/** A custom-size input: its visible label names it; the reducer keeps it to digits and the maximum. */
function CmField({ label, value, onType }: CmFieldProps) {
  return (
    <label className={styles.field}>
      {label}
      <input
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX_CM_DIGITS}
        value={value}
        onChange={(event) => onType(event.target.value)}
      />
    </label>
  );
}

/** The mode's preset sizes and the custom size form (LARGO, ANCHO, Aplicar). */
export function SizePicker({ state, dispatch }: SizePickerProps) {
  const { design } = state;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec §5: an empty custom size is only reported on the console; the size goes back to none.
    if (!canApplyCustomSize(state)) console.warn(EMPTY_SIZE_LOG);
    else countStep('medida', design.mode, CUSTOM_SIZE_CODE);
    dispatch({ type: 'applyCustomSize' });
  }

  return (
    <section className={styles.box} aria-labelledby="size-title">
      <h2 id="size-title" className={styles.title}>
        Medidas
      </h2>
      <div role="group" aria-label="Medidas predefinidas" className={styles.presets}>
        {PRESETS[design.mode].map((preset) => (
          <ToggleButton
            key={preset.code}
            pressed={design.sizeCode === preset.code}
            onClick={() => {
              countStep('medida', design.mode, preset.code);
              dispatch({ type: 'choosePreset', code: preset.code });
            }}
          >
            {sizeLabel(design.mode, preset.code, preset.widthCm, preset.heightCm)}
          </ToggleButton>
        ))}
      </div>
      <form className={styles.custom} onSubmit={apply} aria-label="Medida personalizada">
        <CmField label="LARGO" value={state.customWidthText} onType={(text) => dispatch({ type: 'typeCustomWidth', text })} />
        <CmField label="ANCHO" value={state.customHeightText} onType={(text) => dispatch({ type: 'typeCustomHeight', text })} />
        <button type="submit" className={styles.apply} data-active={design.sizeCode === CUSTOM_SIZE_CODE}>
          Aplicar
        </button>
      </form>
      {design.sizeCode === CUSTOM_SIZE_CODE && (
        <p className={styles.applied}>Medida aplicada: {sizeLabel(design.mode, CUSTOM_SIZE_CODE, design.widthCm, design.heightCm)} cm</p>
      )}
      <SizeRange design={design} />
    </section>
  );
}
