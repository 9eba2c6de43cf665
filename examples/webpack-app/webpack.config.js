// webpack 5 needs no wasm setting for this package: its glue finds the wasm
// with `new URL('browser_cloud_sdk_bg.wasm', import.meta.url)`, which webpack
// turns into an asset module (the file copied into dist/, its URL put in the
// bundle). The page comes from src/index.html; inline.html is the same app
// through the package's inline entry (src/inline.js).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { fileURLToPath } from 'node:url';

export default {
  mode: 'production',
  entry: { main: './src/main.js', inline: './src/inline.js' },
  output: {
    path: fileURLToPath(new URL('dist/', import.meta.url)),
    filename: '[name].[contenthash].js',
    assetModuleFilename: '[name].[contenthash][ext]',
    clean: true,
  },
  plugins: [
    new HtmlWebpackPlugin({ template: './src/index.html', chunks: ['main'] }),
    new HtmlWebpackPlugin({ template: './src/index.html', filename: 'inline.html', chunks: ['inline'] }),
  ],
};
