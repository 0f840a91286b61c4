// Verifying a pass's detached PKCS #7 signature as a device does, with node:crypto only: the manifest's
// digest in the signed attributes, the signature over those attributes by the certificate it names, and
// the certificates it carries. A small DER reader walks the structure (RFC 2315); the start-up probe
// (key-check.ts) uses it on a pass it has just signed, so the server never needs openssl.
import { createHash, verify, X509Certificate } from 'node:crypto';

type Der = { tag: number; body: Buffer; whole: Buffer };

const read = (buf: Buffer, at: number): Der => {
  const tag = buf[at];
  const first = buf[at + 1];
  if (tag === undefined || first === undefined) throw new Error('truncated DER');
  let length = first;
  let head = 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new Error('unsupported DER length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (buf[at + 2 + i] ?? 0);
    head += count;
  }
  if (at + head + length > buf.length) throw new Error('truncated DER');
  return {
    tag,
    body: buf.subarray(at + head, at + head + length),
    whole: buf.subarray(at, at + head + length),
  };
};

const children = (node: Der): Der[] => {
  const out: Der[] = [];
  for (let at = 0; at < node.body.length; ) {
    const child = read(node.body, at);
    out.push(child);
    at += child.whole.length;
  }
  return out;
};

const at = (nodes: Der[], index: number, tag: number, what: string): Der => {
  const node = nodes[index];
  if (node?.tag !== tag) throw new Error(`not a PKCS #7 signature (${what})`);
  return node;
};

const oid = (node: Der): string => {
  const bytes = [...node.body];
  const head = bytes.shift() ?? 0;
  const parts = [Math.floor(head / 40), head % 40];
  let value = 0;
  for (const byte of bytes) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
};

const SEQUENCE = 0x30;
const SET = 0x31;
const OID = 0x06;
const INTEGER = 0x02;
const OCTETS = 0x04;
const CONTEXT_0 = 0xa0;

const SIGNED_DATA = '1.2.840.113549.1.7.2';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const DIGESTS: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
};

const bigint = (bytes: Buffer): bigint => BigInt(`0x${bytes.toString('hex') || '0'}`);

export type VerifiedSignature = {
  /** The certificate whose key made the signature. */
  signer: X509Certificate;
  /** Every certificate the signature carries (a pass carries the WWDR and the pass type certificate). */
  certificates: X509Certificate[];
};

/** Checks a detached signature over `content`; throws with the reason when it does not hold. */
export const verifyDetached = (signature: Buffer, content: Buffer): VerifiedSignature => {
  const info = children(read(signature, 0));
  if (oid(at(info, 0, OID, 'content type')) !== SIGNED_DATA) throw new Error('not signed data');
  const signedData = children(at(children(at(info, 1, CONTEXT_0, 'content')), 0, SEQUENCE, 'signed data'));
  const certificates = children(at(signedData, 3, CONTEXT_0, 'certificates')).map(
    (cert) => new X509Certificate(cert.whole),
  );
  const signerInfos = children(
    signedData.find((node, i) => i > 3 && node.tag === SET) ?? at([], 0, SET, 'signers'),
  );
  const signerInfo = children(at(signerInfos, 0, SEQUENCE, 'signer'));
  const serial = bigint(at(children(at(signerInfo, 1, SEQUENCE, 'issuer')), 1, INTEGER, 'serial').body);
  const digest = DIGESTS[oid(at(children(at(signerInfo, 2, SEQUENCE, 'digest')), 0, OID, 'digest'))];
  if (!digest) throw new Error('unknown digest algorithm');
  const attributes = at(signerInfo, 3, CONTEXT_0, 'signed attributes');
  const encrypted = at(signerInfo, 5, OCTETS, 'signature value').body;
  const signer = certificates.find((cert) => bigint(Buffer.from(cert.serialNumber, 'hex')) === serial);
  if (!signer) throw new Error('the signer’s certificate is not in the signature');
  const digestAttribute = children(attributes)
    .map(children)
    .find((attribute) => attribute[0] && oid(attribute[0]) === MESSAGE_DIGEST);
  const signedDigest = digestAttribute?.[1] ? children(digestAttribute[1])[0]?.body : undefined;
  if (!signedDigest?.equals(createHash(digest).update(content).digest()))
    throw new Error('the manifest’s digest is not the signed one');
  // The signature covers the attributes as a SET (their [0] tag replaced, RFC 2315 9.3).
  const signed = Buffer.from(attributes.whole);
  signed[0] = SET;
  if (!verify(digest, signed, signer.publicKey, encrypted))
    throw new Error('the signature does not verify with the signer’s certificate');
  return { signer, certificates };
};
