// maxrects-packer's Node entry ("main") is a UMD build that exports nothing under "type": "module";
// its ES build works but ships no types of its own, so it takes the package's.
declare module 'maxrects-packer/dist/maxrects-packer.mjs' {
  export * from 'maxrects-packer';
}
