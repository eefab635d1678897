// The few protobuf messages of Anki's current package format read without a protobuf library: a message is read into
// its fields (number → values), varints as numbers and length-delimited fields as bytes.

export type ProtoFields = Map<number, (number | Uint8Array)[]>;

export function readProto(bytes: Uint8Array): ProtoFields {
  const fields: ProtoFields = new Map();
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (at >= bytes.length) throw new Error('truncated protobuf varint');
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  while (at < bytes.length) {
    const key = varint();
    const number = Math.floor(key / 8);
    const wireType = key & 7;
    let value: number | Uint8Array;
    if (wireType === 0) value = varint();
    else if (wireType === 2) {
      const length = varint();
      if (at + length > bytes.length) throw new Error('truncated protobuf field');
      value = bytes.subarray(at, at + length);
      at += length;
    } else if (wireType === 1) {
      at += 8;
      continue;
    } else if (wireType === 5) {
      at += 4;
      continue;
    } else throw new Error(`unsupported protobuf wire type ${wireType}`);
    const values = fields.get(number);
    if (values) values.push(value);
    else fields.set(number, [value]);
  }
  return fields;
}

export function protoString(fields: ProtoFields, number: number): string {
  const value = fields.get(number)?.at(-1);
  return value instanceof Uint8Array ? new TextDecoder().decode(value) : '';
}

export function protoNumber(fields: ProtoFields, number: number): number | undefined {
  const value = fields.get(number)?.at(-1);
  return typeof value === 'number' ? value : undefined;
}

export function protoMessages(fields: ProtoFields, number: number): ProtoFields[] {
  return (fields.get(number) ?? []).filter((value): value is Uint8Array => value instanceof Uint8Array).map(readProto);
}
