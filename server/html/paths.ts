/** The shopper's status page and its proof: only the token names the order. */
export const statusPath = (token: string): string => `/pedido/${encodeURIComponent(token)}`;
export const statusProofPath = (token: string): string => `${statusPath(token)}/vista-previa`;
