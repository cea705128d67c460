import { useEffect, useRef, useState } from 'react';
import { voiceFileName, voiceMimeType } from './chat-attachments';

/** A voice note stops itself after five minutes: a few megabytes of Opus, well under the file limit. */
const LONGEST_MS = 5 * 60_000;

type Recording = { recorder: MediaRecorder; stream: MediaStream; chunks: Blob[]; keep: boolean };

/**
 * Records a voice note with the browser's MediaRecorder, where it has one and a format the API takes
 * (Opus in WebM or Ogg; MP4 audio on Safari): `start` asks for the microphone, `stop` hands the note
 * to `onDone` as a file, `discard` drops it. The microphone is let go as soon as recording ends.
 */
export function useVoiceRecorder(onDone: (file: File) => void) {
  // Known only in the browser, after the first paint (the server renders no microphone button).
  const [mime, setMime] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const recording = useRef<Recording | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once; leaving the page lets the microphone go
  useEffect(() => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return;
    setMime(voiceMimeType((type) => MediaRecorder.isTypeSupported(type)));
    return () => finish(false);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer follows the recording's start alone
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setTimeout(() => finish(true), LONGEST_MS);
    return () => clearTimeout(timer);
  }, [startedAt]);

  function finish(keep: boolean) {
    const current = recording.current;
    if (!current) return;
    current.keep = keep;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    else release(current);
  }

  function release(current: Recording) {
    for (const track of current.stream.getTracks()) track.stop();
    if (recording.current === current) recording.current = null;
    setStartedAt(null);
  }

  return {
    supported: mime !== null,
    recording: startedAt !== null,
    startedAt,
    failed,
    async start() {
      if (!mime || recording.current) return;
      setFailed(false);
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch {
        setFailed(true);
        return;
      }
      const recorder = new MediaRecorder(stream, { mimeType: mime });
      const current: Recording = { recorder, stream, chunks: [], keep: false };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) current.chunks.push(event.data);
      };
      recorder.onstop = () => {
        release(current);
        if (!current.keep || current.chunks.length === 0) return;
        const type = recorder.mimeType || mime;
        const at = new Date();
        done.current(
          new File(current.chunks, voiceFileName(type, at), {
            type: type.split(';')[0]!,
            lastModified: at.getTime(),
          }),
        );
      };
      recording.current = current;
      recorder.start();
      setStartedAt(Date.now());
    },
    stop: () => finish(true),
    discard: () => finish(false),
  };
}
