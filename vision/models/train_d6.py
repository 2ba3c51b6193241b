#!/usr/bin/python3
"""Trains the d6 dice network (vision/models/d6.onnx) on the windows `arbitre crops dice` wrote.

usage: train_d6.py OUT.onnx CROPS_DIR [CROPS_DIR ...]

Each CROPS_DIR holds crops.jsonl ({"file", "class" 0..6, "box" [cx, cy, w, h] relative to
the window, for classes 1..6}) and the 40x40 grey crops. The network answers 7 logits (0: not
a die, 1..6: the value on top) then the top face's box (4 numbers, relative to the window).
Fixed seeds: the same crops give the same network. CPU, two threads, about 8 minutes.
"""
import json
import os
import sys

import cv2
import numpy as np
import torch
import torch.nn as nn

SIDE = 40
CONTRAST_FLOOR = 8.0  # as kCropContrastFloor in dice_reader.h


def normalise(crop):
    crop = crop.astype(np.float32)
    return (crop - crop.mean()) / (crop.std() + CONTRAST_FLOOR)


def load(dirs):
    images, classes, boxes, real = [], [], [], []
    for folder in dirs:
        for line in open(os.path.join(folder, "crops.jsonl")):
            item = json.loads(line)
            crop = cv2.imread(os.path.join(folder, item["file"]), cv2.IMREAD_GRAYSCALE)
            images.append(normalise(crop))
            classes.append(item["class"])
            boxes.append(item.get("box", [0.5, 0.5, 0.3, 0.3]))
            real.append(item["source"] == "real")
    return (np.stack(images)[:, None], np.array(classes), np.array(boxes, np.float32),
            np.array(real))


class D6Net(nn.Module):
    def __init__(self):
        super().__init__()
        def block(a, b):
            return [nn.Conv2d(a, b, 3, padding=1), nn.BatchNorm2d(b), nn.ReLU()]
        # About 60k weights and 5M multiply-adds a window: twice the cost of the 12-24-32-48
        # network before, whose misreads were dark, blurred dice it could not tell apart.
        self.features = nn.Sequential(
            *block(1, 16), nn.MaxPool2d(2),   # 20
            *block(16, 32), nn.MaxPool2d(2),  # 10
            *block(32, 64), nn.MaxPool2d(2),  # 5
            *block(64, 64), nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.head = nn.Linear(64, 7 + 4)

    def forward(self, x):
        out = self.head(self.features(x))
        return torch.cat([out[:, :7], torch.sigmoid(out[:, 7:])], 1)


def augment(x, box, rng):
    """A die reads the same turned by quarter turns or mirrored: 8 symmetries, box moved
    with them."""
    k = rng.integers(4)
    flip = rng.integers(2)
    x = np.rot90(x, k, axes=(2, 3))
    cx, cy, w, h = box.T.copy()
    for _ in range(k):  # np.rot90 turns counter-clockwise: (x, y) -> (y, 1 - x)
        cx, cy, w, h = cy, 1 - cx, h, w
    if flip:
        x = x[:, :, :, ::-1]
        cx = 1 - cx
    return np.ascontiguousarray(x), np.stack([cx, cy, w, h], 1)


def main():
    out_path, dirs = sys.argv[1], sys.argv[2:]
    torch.manual_seed(5)
    torch.set_num_threads(2)
    rng = np.random.default_rng(5)
    x, y, box, real = load(dirs)
    # Most windows are not dice (board lines, printed points): keep at most 1.5 of them per
    # die window so that training stays short and balanced.
    negatives = np.flatnonzero(y == 0)
    keep = np.concatenate([np.flatnonzero(y > 0),
                           rng.permutation(negatives)[:int(1.5 * (y > 0).sum())]])
    # The real train_ windows four times: the real held-out photos are the figure that must not
    # drop, and the 150 extra films would otherwise outweigh them (held-out photos fell from
    # 95.7% to 93.3% with them counted twice).
    keep = np.concatenate([keep] + [keep[real[keep]]] * 3)
    x, y, box, real = x[keep], y[keep], box[keep], real[keep]
    order = rng.permutation(len(y))
    x, y, box, real = x[order], y[order], box[order], real[order]
    split = len(y) * 9 // 10
    print(f"{len(y)} crops ({real.sum()} real), classes {np.bincount(y, minlength=7)}")
    net = D6Net()
    epochs = int(os.environ.get("D6_EPOCHS", "20"))
    optimiser = torch.optim.Adam(net.parameters(), 3e-3, weight_decay=1e-4)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimiser, 3e-3, total_steps=epochs * (split // 64 + 1))
    for epoch in range(epochs):
        net.train()
        batches = rng.permutation(split)
        for start in range(0, split, 64):
            index = batches[start:start + 64]
            bx, bb = augment(x[index], box[index], rng)
            out = net(torch.from_numpy(bx))
            target = torch.from_numpy(y[index])
            loss = nn.functional.cross_entropy(out[:, :7], target)
            die = target > 0
            if die.any():
                loss = loss + 5 * nn.functional.smooth_l1_loss(
                    out[die, 7:], torch.from_numpy(bb.astype(np.float32))[die], beta=0.05)
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
        net.eval()
        with torch.no_grad():
            guess = net(torch.from_numpy(x[split:]))[:, :7].argmax(1).numpy()
        right = guess == y[split:]
        print(f"epoch {epoch}: loss {loss.item():.3f} check {right.mean():.4f} "
              f"real {right[real[split:]].mean():.4f}", flush=True)
    net.eval()
    torch.onnx.export(net, torch.zeros(1, 1, SIDE, SIDE), out_path, opset_version=11,
                      input_names=["crop"], output_names=["out"],
                      dynamic_axes={"crop": {0: "n"}, "out": {0: "n"}})
    # cv::dnn must load it and agree with torch.
    cvnet = cv2.dnn.readNetFromONNX(out_path)
    sample = x[split:split + 16]
    cvnet.setInput(sample)
    with torch.no_grad():
        expected = net(torch.from_numpy(sample)).numpy()
    difference = np.abs(cvnet.forward() - expected).max()
    print(f"wrote {out_path}: OpenCV differs from torch by {difference:.2e}")
    if difference > 1e-3:
        sys.exit("OpenCV's dnn does not agree with torch")


if __name__ == "__main__":
    main()
