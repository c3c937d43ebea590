import { mountRootParcel, type ParcelConfigObject } from './mount-parcel';

type Props = { domElement: HTMLElement; route: string };

function recordingParcel(overrides: Partial<ParcelConfigObject<Props>> = {}) {
  const calls: { step: string; props: Record<string, unknown> }[] = [];
  const record = (step: string) => async (props: Props) => {
    calls.push({ step, props: props as unknown as Record<string, unknown> });
  };
  const config: ParcelConfigObject<Props> = { bootstrap: record('bootstrap'), mount: record('mount'), update: record('update'), unmount: record('unmount'), ...overrides };
  return { config, calls };
}

const props = (route = '/'): Props => ({ domElement: document.createElement('div'), route });

describe('mountRootParcel (the shell’s single-spa parcel runner)', () => {
  it('bootstraps, mounts, updates and unmounts in order, with the statuses single-spa uses', async () => {
    const { config, calls } = recordingParcel();
    const parcel = mountRootParcel(config, props('/a'));
    expect(parcel.getStatus()).toBe('NOT_BOOTSTRAPPED');
    await parcel.mountPromise;
    expect(parcel.getStatus()).toBe('MOUNTED');
    await parcel.update!(props('/b'));
    expect(parcel.getStatus()).toBe('MOUNTED');
    await parcel.unmount();
    await parcel.unmountPromise;
    expect(parcel.getStatus()).toBe('NOT_MOUNTED');
    expect(calls.map((c) => `${c.step} ${String(c.props.route)}`)).toEqual(['bootstrap /a', 'mount /a', 'update /b', 'unmount /b']);
  });

  it('passes the custom props plus a unique name, mountParcel and unmountSelf', async () => {
    const first = recordingParcel();
    const second = recordingParcel();
    const a = mountRootParcel(first.config, props());
    const b = mountRootParcel(second.config, props());
    await Promise.all([a.mountPromise, b.mountPromise]);
    const mountedWith = first.calls[1]!.props;
    expect(mountedWith.domElement).toBeInstanceOf(HTMLElement);
    expect(typeof mountedWith.mountParcel).toBe('function');
    expect(typeof mountedWith.unmountSelf).toBe('function');
    expect(a.name).toMatch(/^parcel-\d+$/);
    expect(a.name).not.toBe(b.name);
    expect(mountedWith.name).toBe(a.name);
    expect(mountRootParcel({ ...recordingParcel().config, name: 'mf_likes/likes' }, props()).name).toBe('mf_likes/likes');
  });

  it('runs the array form of a lifecycle in order', async () => {
    const order: string[] = [];
    const parcel = mountRootParcel<Props>(
      {
        bootstrap: async () => undefined,
        mount: [async () => void order.push('one'), async () => void order.push('two')],
        unmount: async () => undefined,
      },
      props(),
    );
    await parcel.mountPromise;
    expect(order).toEqual(['one', 'two']);
    expect(parcel.update).toBeUndefined();
  });

  it('a throwing mount rejects mountPromise with the original error and marks the parcel broken', async () => {
    const failure = new Error('Loading chunk 12 failed');
    failure.name = 'ChunkLoadError';
    const parcel = mountRootParcel(recordingParcel({ mount: async () => Promise.reject(failure) }).config, props());
    await expect(parcel.mountPromise).rejects.toBe(failure);
    expect(failure.name).toBe('ChunkLoadError');
    expect(failure.message).toMatch(/died in status MOUNTING: Loading chunk 12 failed$/);
    expect(parcel.getStatus()).toBe('SKIP_BECAUSE_BROKEN');
    await expect(parcel.unmount()).rejects.toThrow(/not MOUNTED/);
  });

  it('a config without lifecycles fails to load', async () => {
    const parcel = mountRootParcel({ bootstrap: async () => undefined } as unknown as ParcelConfigObject<Props>, props());
    await expect(parcel.loadPromise).rejects.toThrow(/no valid mount lifecycle/);
    await expect(parcel.mountPromise).rejects.toThrow(/no valid mount lifecycle/);
  });

  it('update and unmount are refused unless mounted', async () => {
    let finishMount: () => void = () => undefined;
    const parcel = mountRootParcel(recordingParcel({ mount: () => new Promise<void>((resolve) => (finishMount = resolve)) }).config, props());
    await parcel.bootstrapPromise;
    await Promise.resolve();
    expect(parcel.getStatus()).toBe('MOUNTING');
    await expect(parcel.update!(props('/x'))).rejects.toThrow(/not MOUNTED/);
    await expect(parcel.unmount()).rejects.toThrow(/not MOUNTED/);
    finishMount();
    await parcel.mountPromise;
    await parcel.unmount();
  });

  it('child parcels from mountParcel are unmounted with their parent; unmountSelf unmounts', async () => {
    const log: string[] = [];
    const child: ParcelConfigObject<{ id: string }> = {
      bootstrap: async () => undefined,
      mount: async (p) => void log.push(`mount ${p.id}`),
      unmount: async (p) => void log.push(`unmount ${p.id}`),
    };
    let mountChild: (() => void) | null = null;
    let unmountSelf: (() => Promise<void>) | null = null;
    const parent = mountRootParcel<Props>(
      {
        bootstrap: async () => undefined,
        mount: async (p) => {
          const runner = p as unknown as { mountParcel: typeof mountRootParcel; unmountSelf: () => Promise<void> };
          unmountSelf = runner.unmountSelf;
          mountChild = () => void runner.mountParcel(child, { id: 'child' });
          log.push('mount parent');
        },
        unmount: async () => void log.push('unmount parent'),
      },
      props(),
    );
    await parent.mountPromise;
    mountChild!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await unmountSelf!();
    expect(log).toEqual(['mount parent', 'mount child', 'unmount child', 'unmount parent']);
    expect(parent.getStatus()).toBe('NOT_MOUNTED');
  });

  it('a failing unmount rejects both unmount() and unmountPromise', async () => {
    const parcel = mountRootParcel(recordingParcel({ unmount: async () => Promise.reject(new Error('boom')) }).config, props());
    await parcel.mountPromise;
    await expect(parcel.unmount()).rejects.toThrow(/died in status UNMOUNTING: boom/);
    await expect(parcel.unmountPromise).rejects.toThrow(/boom/);
    expect(parcel.getStatus()).toBe('SKIP_BECAUSE_BROKEN');
  });
});
