// The deployed entry point; the handler lives in handler.ts so it can be imported without starting a server.
import { handler } from './handler.ts'

Deno.serve(handler)
