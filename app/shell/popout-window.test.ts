import { describe, expect, it } from 'vitest';
import { popoutSchema } from '../../shared/workspace/model';
import { boundsFromFeatures, isPopoutRequest, placeOnDisplay, POPOUT_MIN, windowOpenResponse, type DisplayArea } from './popout-window';
import { WINDOW_LOOK, windowWebPreferences } from './window-options';

const display = (x: number, y: number, width: number, height: number): DisplayArea => ({ workArea: { x, y, width, height } });
const primary = display(0, 0, 1920, 1080);

describe('pop-out requests', () => {
  const popout = { url: 'about:blank', frameName: 'perpdesk-popout-ws-1-a', disposition: 'new-window', fromMainWindow: true };

  it('opens a blank window under a pop-out name, asked for by the main window', () => {
    expect(isPopoutRequest(popout)).toBe(true);
    expect(isPopoutRequest({ ...popout, url: '' })).toBe(true);
  });

  it('refuses any address but a blank one', () => {
    for (const url of ['https://evil.example/', 'http://127.0.0.1:7319/', 'app://perpdesk/index.html', 'file:///etc/passwd', 'about:srcdoc']) {
      expect(isPopoutRequest({ ...popout, url })).toBe(false);
    }
  });

  it('refuses another name', () => {
    for (const frameName of [
      '',
      '_blank',
      'perpdesk-popout-',
      'perpdesk-popout-UPPER',
      'perpdesk-popout-a b',
      'x-perpdesk-popout-1',
      `perpdesk-popout-${'a'.repeat(82)}`,
    ]) {
      expect(isPopoutRequest({ ...popout, frameName })).toBe(false);
    }
    // The longest the renderer makes: a workspace id and a panel id of 40 each.
    expect(isPopoutRequest({ ...popout, frameName: `perpdesk-popout-${'a'.repeat(40)}-${'b'.repeat(40)}` })).toBe(true);
  });

  it('refuses a request from a pop-out or any other window, and anything but a new window', () => {
    expect(isPopoutRequest({ ...popout, fromMainWindow: false })).toBe(false);
    expect(isPopoutRequest({ ...popout, disposition: 'foreground-tab' })).toBe(false);
  });
});

describe('bounds from the features string', () => {
  it('reads left, top, width and height', () => {
    expect(boundsFromFeatures('popup,left=100,top=-40,width=420,height=800')).toEqual({ x: 100, y: -40, width: 420, height: 800 });
    expect(boundsFromFeatures(' popup , WIDTH = 300 ,height=200,left=0,top=0')).toEqual({ x: 0, y: 0, width: 300, height: 200 });
  });

  it('is null when one is missing or not a number', () => {
    expect(boundsFromFeatures('')).toBeNull();
    expect(boundsFromFeatures('popup')).toBeNull();
    expect(boundsFromFeatures('popup,left=1,top=2,width=300')).toBeNull();
    expect(boundsFromFeatures('left=1,top=2,width=300px,height=200')).toBeNull();
    expect(boundsFromFeatures('left=1.5,top=2,width=300,height=200')).toBeNull();
    expect(boundsFromFeatures('left=,top=2,width=300,height=200')).toBeNull();
    expect(boundsFromFeatures('left=1,top=2,width=0,height=200')).toBeNull();
    expect(boundsFromFeatures('left=1,top=2,width=9999999,height=200')).toBeNull();
  });
});

describe('placing a pop-out on the screen', () => {
  it('keeps a window that is on a display where it is', () => {
    const bounds = { x: 300, y: 200, width: 420, height: 800 };
    expect(placeOnDisplay(bounds, [primary], primary)).toEqual(bounds);
  });

  it('moves a window partly off its display back inside it', () => {
    expect(placeOnDisplay({ x: 1800, y: 900, width: 400, height: 300 }, [primary], primary)).toEqual({ x: 1520, y: 780, width: 400, height: 300 });
  });

  it('opens a window left on a vanished second monitor centred on the primary display', () => {
    expect(placeOnDisplay({ x: 1920, y: 40, width: 420, height: 800 }, [primary], primary)).toEqual({ x: 750, y: 140, width: 420, height: 800 });
    // A sliver on the primary display is not enough to find it by.
    expect(placeOnDisplay({ x: 1900, y: 40, width: 420, height: 800 }, [primary], primary)).toEqual({ x: 750, y: 140, width: 420, height: 800 });
  });

  it('shrinks a window larger than its display', () => {
    expect(placeOnDisplay({ x: -100, y: 0, width: 2500, height: 1400 }, [primary], primary)).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
    expect(placeOnDisplay({ x: 5000, y: 0, width: 2500, height: 1400 }, [primary], primary)).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
  });

  it('keeps negative coordinates on a left monitor that exists', () => {
    const left = display(-1280, 0, 1280, 1024);
    const bounds = { x: -1000, y: 100, width: 500, height: 600 };
    expect(placeOnDisplay(bounds, [primary, left], primary)).toEqual(bounds);
  });

  it('puts a window across two displays on the one holding most of it', () => {
    const right = display(1920, 0, 1920, 1080);
    expect(placeOnDisplay({ x: 1800, y: 100, width: 400, height: 300 }, [primary, right], primary)).toEqual({
      x: 1920,
      y: 100,
      width: 400,
      height: 300,
    });
  });

  it('never makes a window smaller than the workspace file allows', () => {
    expect(placeOnDisplay({ x: 10, y: 10, width: 50, height: 20 }, [primary], primary)).toEqual({ x: 10, y: 10, ...POPOUT_MIN });
    const placed = placeOnDisplay({ x: 10, y: 10, width: 50, height: 20 }, [primary], primary);
    const fits = popoutSchema.shape.bounds.safeParse({ left: placed.x, top: placed.y, width: placed.width, height: placed.height });
    expect(fits.success).toBe(true);
    const below = popoutSchema.shape.bounds.safeParse({ left: 0, top: 0, width: POPOUT_MIN.width - 1, height: POPOUT_MIN.height - 1 });
    expect(below.success).toBe(false);
  });
});

describe('the answer to window.open', () => {
  const screen = { getAllDisplays: () => [primary], getPrimaryDisplay: () => primary };
  const details = {
    url: 'about:blank',
    frameName: 'perpdesk-popout-1',
    disposition: 'new-window',
    features: 'popup,left=1920,top=40,width=420,height=800',
  };
  const context = { fromMainWindow: true, screen, preload: '/app/preload.cjs' };

  it('allows a pop-out, placed on the screen, with the main window’s web preferences and look', () => {
    expect(windowOpenResponse(details, context)).toEqual({
      action: 'allow',
      overrideBrowserWindowOptions: {
        x: 750,
        y: 140,
        width: 420,
        height: 800,
        useContentSize: true,
        minWidth: 200,
        minHeight: 150,
        ...WINDOW_LOOK,
        autoHideMenuBar: true,
        webPreferences: windowWebPreferences('/app/preload.cjs'),
      },
    });
  });

  it('centres a pop-out whose features give no bounds on the primary display', () => {
    const answer = windowOpenResponse({ ...details, features: 'popup' }, context);
    expect(answer.action === 'allow' && answer.overrideBrowserWindowOptions).toMatchObject({ x: 720, y: 360, width: 480, height: 360 });
  });

  it('denies everything else, without looking at the screen', () => {
    const untouchable = {
      getAllDisplays: () => expect.unreachable('screen read'),
      getPrimaryDisplay: () => expect.unreachable('screen read'),
    };
    expect(windowOpenResponse({ ...details, url: 'https://evil.example/' }, { ...context, screen: untouchable })).toEqual({ action: 'deny' });
    expect(windowOpenResponse(details, { ...context, fromMainWindow: false, screen: untouchable })).toEqual({ action: 'deny' });
  });
});

describe('web preferences', () => {
  it('are sandboxed and isolated, without Node, with web security', () => {
    expect(windowWebPreferences('/p.cjs')).toEqual({
      preload: '/p.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
  });
});
