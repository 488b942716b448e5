"""Reads a timeline file with OpenShot's own importers, without its window, and says what it made.

Usage (Debian's python3, which has the openshot module; HOME should be a scratch folder, as OpenShot
keeps its settings, logs and thumbnails under ~/.openshot_qt):

    QT_QPA_PLATFORM=offscreen /usr/bin/python3 openshot-import.py edl|xml TIMELINE FPS_NUM FPS_DEN OUT.json

OpenShot's importers (openshot_qt/classes/importers/edl.py and final_cut_pro.py) run inside the
editor: they ask a file dialog for the timeline, read the project's frame rate, add a track and
clips to the project through its update manager, and then refresh the main window. This harness
gives them the editor's real project store and update manager (so the clips land in project data
exactly as they would in the editor), answers the file dialog with TIMELINE, and stands in for the
main window's preview, which they only poke at the end. The clips are then read back from the
project and written to OUT.json as

    {"openshot": "<openshot-qt version>", "libopenshot": "<version>", "tracks": [{"number", "label"}],
     "clips": [{"title", "path", "media_type", "layer", "position", "start", "end", "video", "audio"}],
     "prompts": ["<file name OpenShot asked the user to find>"]}

with times in seconds as OpenShot stores them (position on the timeline, start/end in the media).
Media named in the timeline is looked up beside it, as a user opening it from that folder would
(the harness works in TIMELINE's folder). When OpenShot does not find a file it asks the user for
its folder: the harness records the question in "prompts" and answers the first one with TIMELINE's
folder (OpenShot looks there for every file after), and cancels any other, which skips the clip.
"""

import json
import os
import sys

OPENSHOT_QT = "/usr/lib/python3/dist-packages/openshot_qt"
sys.path.insert(0, OPENSHOT_QT)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PyQt5.QtWidgets import QApplication, QFileDialog, QMessageBox  # noqa: E402

import openshot  # noqa: E402


class Stub:
    """The main window's parts the importers touch after adding clips: a signal to emit and a
    preview to reselect. Any attribute is another stub and any call does nothing."""

    def __getattr__(self, name):
        return Stub()

    def __call__(self, *args, **kwargs):
        return 0


class HeadlessApp(QApplication):
    """What `classes.app.get_app()` (QApplication.instance()) gives the importers."""

    def __init__(self, fps_num, fps_den):
        super().__init__([])
        from classes.project_data import ProjectDataStore
        from classes.settings import SettingStore
        from classes.updates import UpdateManager

        # The editor's settings as a fresh install has them (its defaults, saved under HOME).
        self.settings = SettingStore(self)
        self.settings.load()
        self.window = Stub()
        self.updates = UpdateManager()
        # ProjectDataStore's constructor asks get_app() for settings, so this app must exist first.
        self.project = ProjectDataStore()
        self.updates.add_listener(self.project)
        self.updates.load(self.project._data)
        self.updates.update(["fps"], {"num": fps_num, "den": fps_den})

    def get_settings(self):
        return self.settings

    def _tr(self, text):
        return text


def main():
    kind, timeline, fps_num, fps_den, out = sys.argv[1:6]
    timeline = os.path.abspath(timeline)
    out = os.path.abspath(out)
    os.chdir(os.path.dirname(timeline))

    app = HeadlessApp(int(fps_num), int(fps_den))

    prompts = []
    QFileDialog.getOpenFileName = staticmethod(lambda *args, **kwargs: (timeline, ""))
    # A clip whose media is missing makes OpenShot warn, then ask for its folder until the user
    # finds it or cancels: record the name, and answer the timeline's folder, as a user keeping the
    # media beside the timeline would (OpenShot then looks there for the files after). Asked again,
    # the media is not there either: cancel, which skips the clip.
    def find_folder(*args, **kwargs):
        return os.path.dirname(timeline) if len(prompts) == 1 else ""

    QMessageBox.warning = staticmethod(lambda parent, title, text, *rest: prompts.append(title))
    QFileDialog.getExistingDirectory = staticmethod(find_folder)

    if kind == "edl":
        from classes.importers.edl import import_edl

        import_edl()
    elif kind == "xml":
        from classes.importers.final_cut_pro import import_xml

        import_xml()
    else:
        raise SystemExit("kind must be edl or xml")

    def enabled(clip, key):
        # OpenShot turns a clip's picture or sound off with a one-point keyframe of 0.
        points = clip.get(key, {}).get("Points", [])
        return not (len(points) == 1 and points[0]["co"]["Y"] == 0)

    from classes import info

    files = {f["id"]: f for f in app.project.get("files")}
    result = {
        "openshot": info.VERSION,
        "libopenshot": openshot.OPENSHOT_VERSION_FULL,
        "tracks": [{"number": t["number"], "label": t.get("label", "")} for t in app.project.get("layers")],
        "clips": [
            {
                "title": c.get("title"),
                "path": files.get(c.get("file_id"), {}).get("path"),
                "media_type": files.get(c.get("file_id"), {}).get("media_type"),
                "layer": c["layer"],
                "position": c["position"],
                "start": c["start"],
                "end": c["end"],
                "video": enabled(c, "has_video"),
                "audio": enabled(c, "has_audio"),
            }
            for c in app.project.get("clips")
        ],
        "prompts": prompts,
    }
    with open(out, "w", encoding="utf8") as f:
        json.dump(result, f, indent=2)


if __name__ == "__main__":
    main()
