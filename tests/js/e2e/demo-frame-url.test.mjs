// The demo's rule for what it embeds in a frame (www/public/frame-url.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isEmbeddable } from '../../../www/public/frame-url.js';

test('https addresses are embedded, wherever they point', () => {
  assert.ok(isEmbeddable('https://login.example.com/hosted/ac_1?code=hc_1'));
  assert.ok(isEmbeddable('https://127.0.0.1:8443/live/b_1'));
});

test('http addresses are embedded only on this computer: 127.0.0.1, localhost, [::1]', () => {
  assert.ok(isEmbeddable('http://127.0.0.1:45861/hosted/ac_1?code=hc_1'));
  assert.ok(isEmbeddable('http://localhost:3000/live/b_1'));
  assert.ok(isEmbeddable('http://LOCALHOST/live/b_1'), 'host names are case-insensitive');
  assert.ok(isEmbeddable('http://[::1]:8080/live/b_1'));
});

test('http to any other host is refused, however it dresses up as this computer', () => {
  for (const address of [
    'http://example.com/hosted/ac_1',
    'http://192.168.1.10/live/b_1',
    'http://127.0.0.1.example.com/live/b_1',
    'http://localhost.example.com/live/b_1',
    'http://127.0.0.1@example.com/live/b_1',
    'http://[::2]/live/b_1',
  ]) {
    assert.equal(isEmbeddable(address), false, address);
  }
});

test('other schemes, relative and malformed addresses are refused', () => {
  for (const address of [
    'javascript:alert(1)',
    'data:text/html,<p>hi</p>',
    'file:///etc/passwd',
    'ftp://127.0.0.1/x',
    'blob:https://example.com/1',
    '/hosted/ac_1',
    '//example.com/hosted/ac_1',
    'not a url',
    '',
    undefined,
    null,
  ]) {
    assert.equal(isEmbeddable(address), false, String(address));
  }
});
