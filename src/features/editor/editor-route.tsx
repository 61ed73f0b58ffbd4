import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { decodeDesign } from '@/domain/design-query';
import { createEditorState, type EditorState } from '@/domain/editor-state';
import { readConsent } from '@/domain/quality-consent';
import { DraftNotice } from '@/drafts/draft-notice';
import { clearDraft, flushDraft, restoreDraft, saveDraftSoon } from '@/drafts/draft-store';
import { useDraftLifecycle } from '@/drafts/use-draft-lifecycle';
import { removeImage } from '@/image/image-store';
import { Editor } from './editor';
import styles from './editor.module.css';

interface Start {
  /** A new key mounts a fresh editor ("Empezar de nuevo"). */
  readonly key: number;
  readonly state: EditorState;
  /** The Baja consent the order page's back link carries, if any. */
  readonly agreedDpi: number | null;
}

const startFrom = (key: number, design: DesignConfig, agreedDpi: number | null = null): Start => ({
  key,
  state: createEditorState(design),
  agreedDpi,
});

/**
 * A design in the query wins over the draft, except a bare `?mode=` (the landing page's links) when
 * the draft is already of that mode: the shopper comes back to the rug they were designing.
 */
function arrivalDesign(query: URLSearchParams, draft: DesignConfig | null): DesignConfig {
  if (query.toString() === '') return draft ?? initialDesign('Clasic');
  const asked = decodeDesign(query);
  const onlyMode = [...query.keys()].every((key) => key === 'mode');
  return onlyMode && draft?.mode === asked.mode ? draft : asked;
}

/**
 * The / route. A design in the query string (`/?mode=Alfombra`, or the order page's back link with
 * the whole design) wins; otherwise the saved draft comes back (reload, reopened tab). The draft's
 * photo is put back whenever the image store has none. The URL is read once, on arrival, then
 * replaced by plain `/`.
 */
export default function EditorRoute() {
  const { search } = useLocation();
  const [arrival] = useState(search);
  const [start, setStart] = useState<Start | null>(null);
  const navigate = useNavigate();
  useDraftLifecycle();

  useEffect(() => {
    let live = true;
    const query = new URLSearchParams(arrival);
    void restoreDraft().then((draft) => {
      if (!live) return;
      const design = arrivalDesign(query, draft);
      setStart(startFrom(0, design, readConsent(query)));
      // Once read, the query is dropped, so a reload brings back the draft with later changes.
      if (query.toString() !== '') void navigate(paths.editor, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [arrival, navigate]);

  const onStartOver = useCallback((mode: DesignConfig['mode']) => {
    removeImage();
    void clearDraft();
    setStart((previous) => startFrom((previous?.key ?? 0) + 1, initialDesign(mode)));
  }, []);

  if (!start) {
    return (
      <p role="status" className={styles.restoring}>
        Recuperando tu diseño…
      </p>
    );
  }
  return (
    <>
      <DraftNotice />
      <Editor
        key={start.key}
        initial={() => start.state}
        initialConsent={start.agreedDpi}
        onChange={saveDraftSoon}
        // The draft is usually on disk before the form opens (a write still running when the shopper
        // reloads the form is dropped with the page); a slow or stuck storage never holds the shopper.
        beforeContinue={flushDraft}
        onStartOver={onStartOver}
      />
    </>
  );
}
