/** The parsed body of a test response; tests read arbitrary paths of it, so it is left untyped. */
// biome-ignore lint/suspicious/noExplicitAny: a test inspects whatever JSON the server sent.
export async function readJson(response: Response): Promise<any> {
  return response.json();
}
