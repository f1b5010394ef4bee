import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey for API tests: a P-256 key made by Node's crypto, answering WebAuthn ceremonies as a
 * platform authenticator does (attestation "none", user present and verified). The browser tests use
 * Chromium's virtual authenticator instead.
 */
export function softAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = isoBase64URL.fromBuffer(credentialId);
  let counter = 0;

  const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));
  // flags: user present (0x01), user verified (0x04), attested credential data (0x40)
  const authData = (flags: number, attested?: Buffer) =>
    Buffer.concat([sha256(rpId), Buffer.from([flags]), u32(counter), ...(attested ? [attested] : [])]);

  return {
    id,
    /** The answer to POST /passkeys/register/options' options. */
    register(options: { challenge: string }, at = origin) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(isoCBOR.encode(cose)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData(0x45, attested))],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge, at)),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /** The answer to POST /passkeys/login/options' options: a signature over the challenge. */
    authenticate(options: { challenge: string }, at = origin) {
      counter++;
      const data = authData(0x05);
      const json = clientData('webauthn.get', options.challenge, at);
      const signature = createSign('sha256')
        .update(Buffer.concat([data, sha256(json)]))
        .sign(privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(json),
          authenticatorData: isoBase64URL.fromBuffer(data),
          signature: isoBase64URL.fromBuffer(signature),
        },
      };
    },
  };
}
