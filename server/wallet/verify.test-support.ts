// Checking a `.pkpass` as a device would, for the tests: every file's SHA-1 in manifest.json, and the
// PKCS #7 signature of manifest.json verified by `openssl smime -verify` against the test root. openssl
// is on Debian and on CI's image (.ci/run installs it when missing); without it the signature checks are
// skipped with a message locally and fail in CI, like the nginx tests.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const opensslMissing = (): string | null =>
  spawnSync('openssl', ['version']).status === 0
    ? null
    : 'openssl is not installed (apt-get install -y openssl): the .pkpass signature checks are skipped';

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');

/** The files manifest.json names, with a wrong or missing hash; [] when every file is as signed. */
export const manifestProblems = (files: Record<string, Buffer>): string[] => {
  const manifest = JSON.parse(files['manifest.json']?.toString('utf8') ?? '{}') as Record<string, string>;
  const listed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
  return [
    ...listed
      .filter((name) => manifest[name] !== sha1(files[name] ?? Buffer.alloc(0)))
      .map((n) => `${n}: hash`),
    ...Object.keys(manifest)
      .filter((name) => !listed.includes(name))
      .map((n) => `${n}: not in the pass`),
  ];
};

/** `openssl smime -verify` of the pass's signature over its manifest, trusting only `rootPem`. */
export const opensslVerify = (
  files: Record<string, Buffer>,
  rootPem: string,
): { ok: boolean; output: string } => {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-pkpass-'));
  try {
    writeFileSync(join(dir, 'signature'), files.signature ?? Buffer.alloc(0));
    writeFileSync(join(dir, 'manifest.json'), files['manifest.json'] ?? Buffer.alloc(0));
    writeFileSync(join(dir, 'root.pem'), rootPem);
    // The pass type certificate is not an e-mail certificate: any purpose, as a device checks the chain.
    const run = spawnSync(
      'openssl',
      [
        'smime',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        join(dir, 'signature'),
        '-content',
        join(dir, 'manifest.json'),
        '-CAfile',
        join(dir, 'root.pem'),
        '-purpose',
        'any',
        '-out',
        join(dir, 'out'),
      ],
      { encoding: 'utf8' },
    );
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
