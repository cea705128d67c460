import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './push-endpoint';

describe('a push endpoint', () => {
  it('on a public site is an https address on the internet, never this machine or a private network', () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://web.push.apple.com/QGx',
    ])
      expect(pushEndpointAllowed(ok, true), ok).toBe(true);
    for (const refused of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://localhost/push',
      'https://127.0.0.1/push',
      'https://10.0.0.8/push',
      'https://192.168.1.2/push',
      'https://172.20.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://metadata.internal/push',
      'https://user:pass@push.example.com/x',
      'https://intranet/push',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(pushEndpointAllowed(refused, true), refused).toBe(false);
  });

  it('on a local site may be a push service beside it', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/1', false)).toBe(true);
    expect(pushEndpointAllowed('file:///etc/passwd', false)).toBe(false);
  });
});
