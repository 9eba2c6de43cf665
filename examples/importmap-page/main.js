// The page's module: bare imports resolved by the import map, and `init()`
// with no argument, which fetches the wasm from beside the package's entry
// (node_modules/browser-cloud-sdk/browser_cloud_sdk_bg.wasm).
import init, { Client, NotFoundError } from 'browser-cloud-sdk';
import { defineLoginElement } from 'browser-cloud-sdk/login-element';
import { walkthrough } from '../shared/walkthrough.js';

walkthrough({ Client, NotFoundError, defineLoginElement }, () => init());
