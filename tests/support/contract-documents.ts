/**
 * The contract YAML as the tests read it: one parsed document per file, and `$ref`s (same file
 * or ./components.yaml) followed to what they point at.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { contractPath, type ServiceName } from '../../contracts/read-contracts'

export type ContractFile = ServiceName | 'components'
type Node = Record<string, unknown>

const documents = new Map<ContractFile, Node>()

export function contractDocument(file: ContractFile): Node {
  if (!documents.has(file)) documents.set(file, parse(readFileSync(contractPath(file), 'utf8')) as Node)
  return documents.get(file)!
}

/** Where a `$ref` points: its file (relative to the file it is written in) and its node. */
function target(ref: string, file: ContractFile): { file: ContractFile; node: unknown } {
  const [where, pointer = ''] = ref.split('#')
  const targetFile = where ? (where.replace('./', '').replace('.yaml', '') as ContractFile) : file
  const node = pointer
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((at, key) => (at as Node)[key], contractDocument(targetFile))
  return { file: targetFile, node }
}

/** Follows one `$ref` (if any); the node's own keys beside the `$ref` win. */
export function resolveRef<T>(value: T & { $ref?: string }, file: ContractFile): T {
  if (!value.$ref) return value
  const { $ref, ...own } = value
  return { ...(target($ref, file).node as object), ...own } as T
}

/** The node with every `$ref` inside it followed, recursively (the contracts have no cycles). */
export function deref(value: unknown, file: ContractFile): unknown {
  if (Array.isArray(value)) return value.map((v) => deref(v, file))
  if (!value || typeof value !== 'object') return value
  const node = value as Node
  if (typeof node.$ref === 'string') {
    const { $ref, ...own } = node
    const { file: at, node: pointed } = target($ref, file)
    return { ...(deref(pointed, at) as Node), ...(deref(own, file) as Node) }
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v, file)]))
}
