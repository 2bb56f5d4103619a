#!/usr/bin/env python3
# Translate an spmd kernel into scalar C++ (programCount=1) to sanity-check hosts.
import re, sys, os, subprocess
src, outdir = sys.argv[1], sys.argv[2]
stem = os.path.splitext(os.path.basename(src))[0]
s = open(src).read()
# float literals without suffix -> f
s = re.sub(r'(?<![\w.])(\d+\.\d*(?:[eE][-+]?\d+)?|\d*\.\d+(?:[eE][-+]?\d+)?)(?![\w.])', r'\1f', s)
s = re.sub(r'foreach\s*\(\s*(\w+)\s*=\s*(.+?)\s*\.\.\.\s*(.+?)\)\s*(?=[{\n])',
           lambda m: 'for (int %s = %s; %s < (%s); %s++)' % (m.group(1), m.group(2), m.group(1), m.group(3), m.group(1)), s)
s = re.sub(r'\bexport\s+', '', s)
s = re.sub(r'\bint64\b', 'int64_t', s)
pre = r'''
#pragma once
#include <cstdint>
#include <cmath>
#include <initializer_list>
#define uniform
#define varying
#define programIndex 0
#define programCount 1
namespace ispc {
template<class T, class U> static inline auto min(T a, U b) { typedef decltype(a+b) C; return (C)a < (C)b ? (C)a : (C)b; }
template<class T, class U> static inline auto max(T a, U b) { typedef decltype(a+b) C; return (C)a > (C)b ? (C)a : (C)b; }
template<class T, class U, class V> static inline auto clamp(T a, U b, V c) { return min(max(a, b), c); }
static inline int abs(int a) { return a < 0 ? -a : a; }
static inline int64_t abs(int64_t a) { return a < 0 ? -a : a; }
static inline float abs(float a) { return std::fabs(a); }
static inline double abs(double a) { return std::fabs(a); }
static inline float sqrt(float a) { return std::sqrt(a); }
static inline double sqrt(double a) { return std::sqrt(a); }
static inline float floor(float a) { return std::floor(a); }
static inline double floor(double a) { return std::floor(a); }
static inline float ceil(float a) { return std::ceil(a); }
static inline double ceil(double a) { return std::ceil(a); }
static inline float rsqrt(float a) { return 1.0f / std::sqrt(a); }
static inline double rsqrt(double a) { return 1.0 / std::sqrt(a); }
static inline float rcp(float a) { return 1.0f / a; }
static inline double rcp(double a) { return 1.0 / a; }
'''
open(os.path.join(outdir, stem + '_ispc.h'), 'w').write(pre + s + '\n}\n')
