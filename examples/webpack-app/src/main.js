// The app's entry: the SDK's exports, and `init()` with no argument. The
// package finds its wasm beside itself (`new URL(..., import.meta.url)`), and
// webpack 5 emits that file into dist/ and rewrites the URL to it.
import init, { Client, NotFoundError } from 'browser-cloud-sdk';
import { defineLoginElement } from 'browser-cloud-sdk/login-element';
import { walkthrough } from '../../shared/walkthrough.js';

walkthrough({ Client, NotFoundError, defineLoginElement }, () => init());
