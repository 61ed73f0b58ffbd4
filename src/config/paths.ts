/** Every route path of the app, in one place. */
export const paths = {
  editor: '/',
  order: '/formulario',
  info: '/informacion',
  calculator: '/calculadora',
  home: '/home',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
