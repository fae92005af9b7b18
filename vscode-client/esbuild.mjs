// Bundles the extension and vscode-languageclient into one file, so the .vsix needs no node_modules.
import * as esbuild from 'esbuild';

await esbuild.build({
  entryPoints: ['src/extension.ts'],
  bundle: true,
  outfile: 'dist/extension.js',
  external: ['vscode'], // provided by the editor at run time
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: process.argv.includes('--minify'),
  sourcemap: !process.argv.includes('--minify'),
  logLevel: 'info',
});
