/** The store's pages, /buzon: its pages link here and its emails point here. */
export const buzonPaths = {
  list: '/buzon',
  login: '/buzon/entrar',
  logout: '/buzon/salir',
  styles: '/buzon/estilos.css',
  tarifa: '/buzon/tarifa',
  tarifaRevert: '/buzon/tarifa/volver',
  stats: '/buzon/estadisticas',
  statsCsv: '/buzon/estadisticas.csv',
  order: (id: string) => `/buzon/pedidos/${encodeURIComponent(id)}`,
  state: (id: string) => `/buzon/pedidos/${encodeURIComponent(id)}/estado`,
  print: (id: string) => `/buzon/pedidos/${encodeURIComponent(id)}/impresion`,
  answer: (id: string) => `/buzon/pedidos/${encodeURIComponent(id)}/respuesta`,
  resend: (id: string, email: string) => `/buzon/pedidos/${encodeURIComponent(id)}/correos/${encodeURIComponent(email)}/reenviar`,
  thumbnail: (id: string) => `/buzon/pedidos/${encodeURIComponent(id)}/miniatura`,
  download: (id: string, field: string) => `/buzon/pedidos/${encodeURIComponent(id)}/archivos/${encodeURIComponent(field)}`,
  production: '/buzon/produccion',
  plan: (id: string) => `/buzon/produccion/planes/${encodeURIComponent(id)}`,
  planPanel: (id: string, panel: number) => `/buzon/produccion/planes/${encodeURIComponent(id)}/paneles/${panel}`,
  cutList: (id: string) => `/buzon/produccion/planes/${encodeURIComponent(id)}/lista-de-corte.csv`,
  planMove: (id: string) => `/buzon/produccion/planes/${encodeURIComponent(id)}/en-produccion`,
} as const;

/** The shopper's status page and its proof: only the token names the order. */
export const statusPath = (token: string): string => `/pedido/${encodeURIComponent(token)}`;
export const statusProofPath = (token: string): string => `${statusPath(token)}/vista-previa`;
