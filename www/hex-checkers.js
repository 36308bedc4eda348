// The engine module as the element folder sees it on the site: www/element/
// imports '../hex-checkers.js', which in the npm package is the engine module
// itself (element/ beside hex-checkers.js). Here it is this re-export of the
// built package, so www/element/ is copied into the package unchanged.
export * from '../pkg/hex-checkers.js';
export { default } from '../pkg/hex-checkers.js';
