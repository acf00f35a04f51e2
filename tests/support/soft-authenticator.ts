// A software passkey authenticator for API tests: real P-256 keys, a real "none" attestation and
// real signatures, built the way a platform authenticator builds them (WebAuthn §6), so the server
// verifies them exactly as it verifies a phone's.
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const b64 = (bytes: Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: "public-key";
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, unknown>;
}
export interface AssertionAnswer {
  id: string;
  rawId: string;
  type: "public-key";
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle: string };
  clientExtensionResults: Record<string, unknown>;
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  /**
   * navigator.credentials.create() on the server's registration options. Like a real authenticator
   * it refuses (an error named InvalidStateError) when it holds a credential the options exclude;
   * `reuse` makes it a faulty one that answers with its credential number `reuse` again instead.
   */
  create(
    options: { challenge: string; user: { id: string }; excludeCredentials?: { id: string }[] },
    reuse?: number,
  ): RegistrationAnswer {
    const excluded = new Set((options.excludeCredentials ?? []).map((c) => c.id));
    if (reuse === undefined && this.credentials.some((c) => excluded.has(b64(c.id)))) {
      throw Object.assign(new Error("The authenticator was previously registered"), { name: "InvalidStateError" });
    }
    const reused = reuse === undefined ? undefined : this.credentials[reuse]!;
    const { privateKey, publicKey } = reused
      ? { privateKey: reused.privateKey, publicKey: createPublicKey(reused.privateKey) }
      : generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const id = reused?.id ?? randomBytes(16);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
      Buffer.alloc(4), // counter 0
      Buffer.alloc(16), // AAGUID: none
      length,
      id,
      coseKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin: this.origin }),
    );
    if (!reused) this.credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id: b64(id),
      rawId: b64(id),
      type: "public-key",
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(Buffer.from(attestationObject)),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() with this authenticator's credential number `index`. */
  get(options: { challenge: string }, index = 0, origin = this.origin): AssertionAnswer {
    const credential = this.credentials[index]!;
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([FLAG_UP | FLAG_UV]), counter]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin }));
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: "public-key",
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
