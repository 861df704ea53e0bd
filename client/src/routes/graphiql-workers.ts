/**
 * Monaco's web workers for GraphiQL, declared with Vite's `?worker` imports in our own source:
 * the package's ready-made `graphiql/setup-workers/vite` cannot go through Vite's dependency
 * pre-bundling, which breaks the dev server.
 */
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

(globalThis as { MonacoEnvironment?: { getWorker(id: string, label: string): Worker } }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
