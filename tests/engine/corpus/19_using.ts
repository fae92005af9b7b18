class Resource implements Disposable {
  closed = false;
  [Symbol.dispose](): void {
    this.closed = true;
  }
}

class AsyncResource implements AsyncDisposable {
  async [Symbol.asyncDispose](): Promise<void> {}
}

export function useResource(): boolean {
  using resource = new Resource();
  using a = new Resource(), b = new Resource();
  using nothing = null;
  for (using item of [new Resource()]) {
    void item;
  }
  return resource.closed && a.closed && b.closed && nothing === null;
}

export async function useAsync(): Promise<void> {
  await using handle = new AsyncResource();
  for (await using h of [new AsyncResource()]) {
    void h;
  }
  void handle;
}

const using = 1;
export const notADeclaration = using + 1;
