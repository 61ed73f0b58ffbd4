/**
 * How the browser suites start the app: `npm start` (build, then serve), as a new user does. CI has
 * built it one step before (`npm run build`) and sets SERVE_BUILT=1, so each suite serves that build
 * instead of making it again (over a minute each on two cores).
 */
export function appStartCommand(env: NodeJS.ProcessEnv = process.env): readonly [string, ...string[]] {
  return env.SERVE_BUILT === '1' ? ['node', `${env.BUILD_DIR || 'dist'}/server/main.js`] : ['npm', 'start'];
}
