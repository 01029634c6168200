/**
 * XSD 1.0 validation with libxml2's xmllint compiled to WebAssembly (xmllint-wasm): the validator the voc/schedule
 * project documents, without a system package. The schemas are copies kept in test/standards/.
 */
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

const FRAB_XSD = readFileSync(new URL('../standards/schedule.xml.xsd', import.meta.url), 'utf8');

/** The schema errors of a frab schedule document, as xmllint words them; [] when it is valid. */
export async function frabSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'schedule.xml', contents: xml }],
    schema: [{ fileName: 'schedule.xml.xsd', contents: FRAB_XSD }],
  });
  return result.errors.map((error) => error.rawMessage);
}
