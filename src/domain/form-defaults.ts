/** Plain constants shared by the app and the Node server (no `import.meta.env` here). */

/** Key of the local inbox's form, and the app's default form key: they must agree. */
export const DEFAULT_FORM_KEY = 'mgm-local';
