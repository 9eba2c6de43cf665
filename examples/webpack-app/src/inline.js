// The same app through the package's inline entry: `init()` takes the wasm
// from the bundle itself, so the page makes no request for it. webpack still
// copies browser_cloud_sdk_bg.wasm into dist/ (the glue names it), unused.
import init, { Client, NotFoundError } from 'browser-cloud-sdk/inline';
import { defineLoginElement } from 'browser-cloud-sdk/login-element';
import { walkthrough } from '../../shared/walkthrough.js';

walkthrough({ Client, NotFoundError, defineLoginElement }, () => init());
