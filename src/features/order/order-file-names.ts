/**
 * The names the order's made files carry, in the post and on the print review's download link.
 * Apart from submit-order.ts so the review, painted first, does not pull in @formspree/core.
 */
export const PROOF_FILE_NAME = 'vista-previa.jpg';
export const PRINT_FILE_NAME = 'impresion.pdf';
