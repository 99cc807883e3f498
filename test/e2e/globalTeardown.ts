export default async function globalTeardown() {
  await globalThis.e2eServer?.close();
  await globalThis.e2eAdFixtures?.close();
}
