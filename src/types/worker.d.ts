/**
 * `import url from './x.worker.js?worker&url'`: the URL of a Web Worker module built from that file, next to the
 * module that imports it (the build's `workers` plugin, the test server's and Storybook's Vite).
 */
declare module '*?worker&url' {
  const url: string;
  export default url;
}
