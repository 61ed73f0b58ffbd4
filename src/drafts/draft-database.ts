/** The IndexedDB database the drafts live in: draft-db.ts writes it, draft-presence.ts looks for it. */
export const DRAFT_DATABASE = 'mgm-personalizador';
