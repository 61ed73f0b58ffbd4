/** The store's external links (decisions §5). */
export const storeLinks = {
  store: 'https://mgmgamers.store/',
  instagram: 'https://www.instagram.com/mgmgamers.store/',
  facebook: 'https://www.facebook.com/mgmgamers.store',
  tiktok: 'https://www.tiktok.com/@mgmgamers',
  help: 'https://mgmgamers.store/centro-de-ayuda',
  terms: 'https://mgmgamers.store/centro-de-ayuda',
  contact: 'https://mgmgamers.store/contacto/',
  taxAuthority: 'http://qr.afip.gob.ar/?qr=yvk6uqbDUlSZcWG1E6sQ9Q,,',
} as const;

export const storeLocation = 'San Juan, Argentina';
