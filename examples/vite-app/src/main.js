// The app's entry: the SDK's exports, and the wasm's URL from Vite. The `?url`
// import makes Vite copy the wasm into the build (hashed) and hands `init` its
// final address, in `vite build` and in the dev server alike.
import init, { Client, NotFoundError } from 'browser-cloud-sdk';
import { defineLoginElement } from 'browser-cloud-sdk/login-element';
import wasmUrl from 'browser-cloud-sdk/browser_cloud_sdk_bg.wasm?url';
import { walkthrough } from '../../shared/walkthrough.js';

walkthrough({ Client, NotFoundError, defineLoginElement }, () => init({ module_or_path: wasmUrl }));
